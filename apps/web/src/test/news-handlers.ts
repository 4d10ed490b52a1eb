import { HttpResponse, http } from 'msw';

/** No news before or after login: for screens that carry the news banner in tests not about it. */
export const noNewsHandlers = [
  http.get('*/api/News/BeforeAuthorization', () => HttpResponse.json([])),
  http.get('*/api/News', () => HttpResponse.json([])),
];

import { HttpResponse, http } from 'msw';
import { menuFixture } from './fixtures.ts';

export const menuHandler = http.get('*/frontend-content/menu/menu.json', () =>
  HttpResponse.json(menuFixture),
);

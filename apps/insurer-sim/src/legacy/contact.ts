/**
 * What the portal still calls directly of the contact area: the simulated customer service's
 * answers, until the port declares the area's operations and an events feed tells the portal of the
 * letter (decisions 0099, 0102). Imported only by the portal's `insurer/legacy/contact.ts`.
 */
export { answerQuestion, type ContactQuestion, takeDueQuestion } from '../contact/answer-question.ts';

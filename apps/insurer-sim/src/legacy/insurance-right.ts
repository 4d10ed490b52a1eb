/**
 * What the portal still calls directly of the insurance-right area: its background decision, until
 * the port declares the area's operations and an events feed tells the portal of the letter
 * (decisions 0099, 0102). Imported only by the portal's `insurer/legacy/insurance-right.ts`.
 */
export {
  decideInsuranceRightCheck,
  type InsuranceRightCheck,
  takeDueInsuranceRightCheck,
} from '../insurance-right/decide-check.ts';

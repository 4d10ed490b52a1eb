export { anna, customersHandler, jan, readableHandler, sanne, tim } from '../../../test/family.ts';

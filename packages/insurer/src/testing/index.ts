export type { AreaCases, ContractCase, PortUnderTest } from './contract-case.ts';
export { describeInsurerPort, type OpenPortUnderTest } from './describe-insurer-port.ts';
export { exampleAreas } from './example-areas.ts';

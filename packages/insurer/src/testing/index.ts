export type { AreaCases, ContractCase, PortUnderTest } from './contract-case.ts';
export { describeInsurerPort, type OpenPortUnderTest } from './describe-insurer-port.ts';

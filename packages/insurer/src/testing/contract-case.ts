import type { AreaName, InsurerAreas, InsurerPort } from '../port.ts';

/**
 * An adapter under test: the port, over a demo world the simulation seeded. The cases state facts of
 * that world in the insurer's terms (a customer number, the day a person was insured), never the
 * portal's wire form.
 */
export interface PortUnderTest {
  port: InsurerPort;
}

/** One behaviour of one operation, written once and run against every adapter. */
export interface ContractCase<Code extends string = string> {
  name: string;
  /** This case's call must answer the refusal with this code; the completeness test counts them. */
  refusal?: Code;
  /** Makes the call and checks the answer; a refusal case answers the refusal, for the runner to check. */
  run(subject: PortUnderTest): Promise<unknown>;
}

type Operations<Name extends AreaName> = InsurerAreas[Name]['operations'];
type RefusalCodes<
  Name extends AreaName,
  Operation extends keyof Operations<Name>,
> = Operations<Name>[Operation] extends { refusals: infer Refusals } ? keyof Refusals & string : never;

/** The cases of an area: at least one list per declared operation (the types ask for each). */
export type AreaCases<Name extends AreaName> = {
  readonly [Operation in keyof Operations<Name>]: readonly ContractCase<RefusalCodes<Name, Operation>>[];
};

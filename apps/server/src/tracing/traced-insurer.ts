import { isRefusal } from '@mijn/insurer';
import { type Tracer, trace } from '@opentelemetry/api';
import { endingSpan } from './ending-span.ts';

type PortCall = (...args: unknown[]) => Promise<unknown>;
type Areas = Readonly<Record<string, Readonly<Record<string, PortCall>>>>;

/**
 * The insurer port with a span around every operation (`insurer policies.current`), made in the
 * composition root so the embedded simulation and the HTTP adapter alike are traced; the HTTP
 * adapter's fetch spans become children. Only calls made within a span (a request's) are traced.
 */
export function tracedPort<Port extends object>(port: Port, tracer: Tracer): Port {
  const areas = port as unknown as Areas;
  const traced = Object.fromEntries(
    Object.entries(areas).map(([area, operations]) => [
      area,
      Object.fromEntries(
        Object.entries(operations).map(([operation, call]) => {
          const name = `insurer ${area}.${operation}`;
          const attributes = { 'insurer.operation': `${area}.${operation}` };
          const tracedCall: PortCall = (...args) => {
            const untraced = () => Reflect.apply(call, operations, args) as Promise<unknown>;
            // Calls outside a request (readiness probes, jobs) would each start a trace of one span.
            if (!trace.getActiveSpan()) return untraced();
            return tracer.startActiveSpan(name, { attributes }, (span) =>
              endingSpan(span, async () => {
                const answer = await untraced();
                if (isRefusal(answer)) span.setAttribute('insurer.refusal', answer.refused);
                return answer;
              }),
            );
          };
          return [operation, tracedCall];
        }),
      ),
    ]),
  );
  return traced as Port;
}

/**
 * A capability one module declares and another provides, when the provider depends on the
 * declarer (so the declarer cannot import it). The composition root (src/composition.ts) wires
 * every port once per context; reading an unwired port is a start-up bug and says where to look.
 */
export class Port<T> {
  constructor(readonly name: string) {}
  /** Type-only: keeps T in the class's shape. */
  declare readonly _type?: T;
}

export class Wiring {
  private readonly impls = new Map<Port<unknown>, unknown>();

  provide<T>(port: Port<T>, impl: T) {
    this.impls.set(port as Port<unknown>, impl);
  }

  get<T>(port: Port<T>): T {
    if (!this.impls.has(port as Port<unknown>)) throw new Error(`${port.name} is not wired: see src/composition.ts`);
    return this.impls.get(port as Port<unknown>) as T;
  }
}

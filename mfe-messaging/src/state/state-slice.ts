// One piece of the tab's client state: a jotai atom in the store the client was given (the session's store, which
// the shell hands every remote through its jotai Provider). Every store fed by the tab's realtime connection (the
// chat's conversations, messages and outbox, the bell's notifications) keeps its state this way, so React reads
// all of them with useAtomValue and the stores' code reads and writes them without React.
import { atom, type createStore, type PrimitiveAtom } from 'shared-auth';

export type JotaiStore = ReturnType<typeof createStore>;

export class StateSlice<T extends object> {
  readonly atom: PrimitiveAtom<T>;

  constructor(
    private readonly store: JotaiStore,
    private readonly initial: () => T,
    /** False once the owner stopped: late answers of a stopped client change nothing. */
    private readonly live: () => boolean,
  ) {
    this.atom = atom(initial());
  }

  get value(): T {
    return this.store.get(this.atom);
  }

  set(change: Partial<T>): void {
    if (!this.live()) return;
    this.store.set(this.atom, { ...this.value, ...change });
  }

  /** Back to the initial state (sign-out), even after the owner stopped. */
  reset(): void {
    this.store.set(this.atom, this.initial());
  }
}

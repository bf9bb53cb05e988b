// The jotai API for the shell and the remotes. They import it from shared-auth (a federation singleton) so that
// every build uses the one jotai instance and the one store; a direct `jotai` import is refused by lint.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

// The Firebase functions the product calls, in the one module that is downloaded on demand. Named imports let the
// bundler drop the rest of Firebase Auth (phone numbers, e-mail links, multi-factor, reCAPTCHA): an `import()` of
// 'firebase/auth' itself keeps every export, since the bundler cannot tell which ones the caller reads.
export { getApps, initializeApp } from 'firebase/app';
export {
  browserLocalPersistence, browserPopupRedirectResolver, browserSessionPersistence, connectAuthEmulator,
  GoogleAuthProvider, indexedDBLocalPersistence, initializeAuth, signInWithPopup,
} from 'firebase/auth';

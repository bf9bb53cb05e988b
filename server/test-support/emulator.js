"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.emulatorHost = emulatorHost;
exports.newIdentity = newIdentity;
// Real Firebase ID tokens from the Auth emulator started by global-setup.mjs.
const node_crypto_1 = require("node:crypto");
function emulatorHost() {
    const host = process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST;
    if (!host)
        throw new Error('The Auth emulator is not running (jest globalSetup sets COLLABHUB_TEST_AUTH_EMULATOR_HOST)');
    return host;
}
/** Signs up a fresh email/password user in the emulator and returns its ID token. */
async function newIdentity(label = 'creator') {
    const email = `${label}-${(0, node_crypto_1.randomUUID)().slice(0, 12)}@example.com`;
    const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }),
    });
    if (!res.ok)
        throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json());
    return { idToken: body.idToken, uid: body.localId, email: body.email };
}
//# sourceMappingURL=emulator.js.map
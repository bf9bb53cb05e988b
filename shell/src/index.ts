// Async boundary: shared modules (React, router, shared-auth...) are negotiated before the app code runs.
// The chunk's name is used by tooling/webpack/create-config.cjs, which bundles it with those shared modules.
import(/* webpackChunkName: "app" */ './bootstrap');

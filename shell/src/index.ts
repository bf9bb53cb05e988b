// Async boundary: shared modules (React, router, shared-auth...) are negotiated before the app code runs.
import('./bootstrap');

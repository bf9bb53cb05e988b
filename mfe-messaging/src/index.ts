// Async boundary for the standalone harness: shared modules are negotiated before the harness runs.
import('./bootstrap');

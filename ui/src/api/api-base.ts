/** Everything the server offers lives under /api/ on the same origin that served the UI. */
export const API_BASE = '/api/';

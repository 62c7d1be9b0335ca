// Filled in as the area's routes move to shared endpoints (lib/route.ts).
export const disputesApi = {};

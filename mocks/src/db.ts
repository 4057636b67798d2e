/** The mock backend's state. The mock-backend issue replaces this with @mswjs/data models and a seed. */
export const db = {
  meta: {
    lastCheck: '2026-11-20 18:42:07',
  },
};

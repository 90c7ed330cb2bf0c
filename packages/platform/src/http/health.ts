import type { Feature } from '@openunified/feature-kit';
import { z } from 'zod';

export const healthFeature: Feature = {
  name: 'health',
  routes: async (app) => {
    app.get(
      '/health',
      {
        config: { access: { public: true } },
        schema: {
          operationId: 'health',
          summary: 'Liveness: the process serves requests',
          tags: ['Platform'],
          security: [],
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      () => ({ status: 'ok' as const }),
    );
  },
};

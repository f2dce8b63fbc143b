import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';

/** The OpenAPI document, generated from the contract and nothing else. */
export function buildOpenApiDocument(version = '1.0.0') {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Accra off-plan co-investment API',
        version,
        description:
          'Accounts, projects, units, KYC, interests and investments. Money travels as decimal strings.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    { setOperationId: true },
  );
}

import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';

type OperationMapper = NonNullable<
  NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']
>;
type RequestBody = ReturnType<OperationMapper>['requestBody'];

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
    {
      setOperationId: true,
      // A multipart route describes its body itself (metadata.openApiRequestBody).
      operationMapper: (operation, appRoute) => {
        const metadata = appRoute.metadata as { openApiRequestBody?: RequestBody } | undefined;
        return metadata?.openApiRequestBody
          ? { ...operation, requestBody: metadata.openApiRequestBody }
          : operation;
      },
    },
  );
}

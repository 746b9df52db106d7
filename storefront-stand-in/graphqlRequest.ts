/**
 * One GraphQL request to a store, as Shopify handles it: the JSON body is read (400 when it is not a
 * request), the query parsed and validated against the published schema (errors answer 200 with
 * `errors`, like Shopify), then executed against the store's root value.
 */
import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { HttpProblem } from './http.ts';
import { storefrontSchema } from './schema.ts';

interface GraphqlBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function badRequest(message: string): HttpProblem {
  return new HttpProblem(400, message, 'BAD_REQUEST');
}

/** The request body as a GraphQL request, or a 400 naming what is wrong with it. */
export function readGraphqlBody(text: string): GraphqlBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (!isRecord(body)) throw badRequest('Request body must be a JSON object');
  const { query, variables, operationName } = body;
  if (typeof query !== 'string' || query.trim() === '') throw badRequest("Request body has no 'query' string");
  if (variables !== undefined && variables !== null && !isRecord(variables))
    throw badRequest("'variables' must be an object");
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw badRequest("'operationName' must be a string");
  }
  return { query, variables, operationName };
}

/** Parses, validates and executes; every GraphQL-level failure is an answer with `errors`, not a throw. */
export async function runGraphql(body: GraphqlBody, rootValue: unknown): Promise<ExecutionResult> {
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const schema = storefrontSchema();
  const errors = validate(schema, document);
  if (errors.length > 0) return { errors };
  return execute({ schema, document, rootValue, variableValues: body.variables, operationName: body.operationName });
}

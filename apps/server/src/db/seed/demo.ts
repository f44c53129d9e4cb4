import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

/** Seeds the demo catalogue into an empty database (filled by the catalogue work). */
export async function seedIfEmpty(_db: Db, _config: Config, _log: FastifyBaseLogger): Promise<void> {}

// Which registry this process uses: PostgreSQL whenever DATABASE_URL is set (a fleet), else the site folder.
import { siteDir } from '../paths';
import { FolderRegistry } from './folder-registry';
import type { DeploymentRegistry } from './registry';

export async function openRegistry({ site = siteDir(), databaseUrl = process.env.DATABASE_URL } = {}): Promise<DeploymentRegistry> {
  if (!databaseUrl) return new FolderRegistry(site);
  const { PostgresRegistry } = await import('./postgres-registry');
  return PostgresRegistry.open(databaseUrl);
}

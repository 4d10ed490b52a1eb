import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Deployment } from 'kubernetes-models/apps/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * The lint of ops/ (decision 0116): each Kubernetes manifest against Kubernetes's own schema
 * (kubernetes-models), the rules a platform team checks before it deploys, and the compose file
 * against Compose's schema (Debian's docker-compose, which validates without a container engine).
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

const models = { ConfigMap, Deployment, Service, PodDisruptionBudget } as const;
type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; spec?: unknown };

const manifestFolder = join(repoRoot, 'ops/kubernetes');
const manifests: Manifest[] = readdirSync(manifestFolder)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(manifestFolder, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
  );

describe('the Kubernetes manifests', () => {
  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest] as const))(
    '%s is valid against the schema of its kind',
    (_name, manifest) => {
      const Model = models[manifest.kind as keyof typeof models];
      expect(Model, `a model for ${manifest.kind}`).toBeDefined();
      expect(() => new Model(manifest as never).validate()).not.toThrow();
    },
  );

  it('report a manifest that breaks its schema', () => {
    expect(() =>
      new Deployment({ metadata: { name: 'x' }, spec: { replicas: 'three' } } as never).validate(),
    ).toThrow();
  });

  const config = manifests.find((manifest) => manifest.kind === 'ConfigMap') as unknown as {
    data: Record<string, string>;
  };
  const deployment = new Deployment(manifests.find((manifest) => manifest.kind === 'Deployment') as never);
  const pod = deployment.spec?.template.spec;
  const portal = pod?.containers[0];

  it('run the portal read-only, as a non-root user, without extra privileges', () => {
    expect(pod?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(portal?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(portal?.volumeMounts).toContainEqual(expect.objectContaining({ mountPath: '/tmp' }));
  });

  it('probe liveness and readiness on the health endpoints, with resources set', () => {
    expect(portal?.livenessProbe?.httpGet?.path).toBe('/health/live');
    expect(portal?.readinessProbe?.httpGet?.path).toBe('/health/ready');
    expect(portal?.resources?.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(portal?.resources?.limits).toMatchObject({ memory: expect.any(String) });
  });

  it('give every secret setting as a file from the mounted Secret, never as a value', () => {
    const secretMount = portal?.volumeMounts?.find((mount) => mount.name === 'secrets')?.mountPath;
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'CODE_PEPPER', 'S3_SECRET_ACCESS_KEY']) {
      expect(config.data[name], name).toBeUndefined();
      expect(config.data[`${name}_FILE`]).toMatch(new RegExp(`^${secretMount}/`));
    }
  });

  it('drain longer than readiness takes to turn, and keep two pods through a disruption', () => {
    expect(pod?.terminationGracePeriodSeconds).toBeGreaterThan(Number(config.data.SHUTDOWN_DRAIN_SECONDS));
    expect(manifests.find((manifest) => manifest.kind === 'PodDisruptionBudget')?.spec).toMatchObject({
      minAvailable: 2,
    });
  });
});

describe('the compose file', () => {
  const compose = join(repoRoot, 'ops/compose/compose.yaml');

  const composeCheck = (file: string) => run('docker-compose', ['-f', file, 'config', '-q']);

  it("is valid for Compose's schema, and a broken one is reported", async () => {
    await expect(composeCheck(compose)).resolves.toBeDefined();
    const broken = join(mkdtempSync(join(tmpdir(), 'mijn-compose-')), 'compose.yaml');
    writeFileSync(broken, readFileSync(compose, 'utf8').replace('read_only: true', 'read_only: sometimes'));
    await expect(composeCheck(broken)).rejects.toThrow(/read_only/);
    rmSync(dirname(broken), { recursive: true });
  }, 60_000);

  it('runs the portal read-only with its secrets from files', () => {
    const portal = parseAllDocuments(readFileSync(compose, 'utf8'))[0]?.toJS().services.portal;
    expect(portal).toMatchObject({ read_only: true, tmpfs: ['/tmp'] });
    const settings = Object.keys(portal.environment);
    expect(settings).toEqual(
      expect.arrayContaining(['DATABASE_URL_FILE', 'JWT_SECRET_FILE', 'CODE_PEPPER_FILE']),
    );
    expect(settings).not.toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
  });
});

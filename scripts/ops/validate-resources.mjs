// The checks kubeconform cannot make, on the output of `kustomize build` (scripts/ops/validate.sh):
//
// 1. The operators' custom resources (Strimzi, CloudNativePG, KEDA, External Secrets, the Prometheus
//    operator's ServiceMonitor and PrometheusRule) against their CRDs' schemas, as the
//    @kubernetes-models packages (npm) compile them: types, required fields,
//    enumerations, patterns. Those validators accept unknown fields, which the API server would drop
//    silently (a typo in a field name is a setting that never applies), so every such resource is also
//    type-checked by TypeScript against the package's declarations, generated from the same CRDs: an
//    unknown field anywhere is an excess-property error. That is kubeconform's -strict for these kinds.
// 2. The redis-operator's `Redis`, for which no package carries a schema: a structural check of our
//    own (the fields we use, and that nothing else is set at the top of its spec).
// 3. References between resources: every secret, config map and service a workload, an Ingress or an
//    operator's resource names exists in the build (or is made by an operator from one in it), every
//    selector selects a workload (a ServiceMonitor's, a Service), every Kafka resource names the Kafka cluster.
//
//   node scripts/ops/validate-resources.mjs --kinds         the kinds checked here (kubeconform skips them)
//   kustomize build k8s/overlays/prod | node scripts/ops/validate-resources.mjs prod
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tools = join(root, '.data', 'tools', 'node');

/** apiVersion -> the package folder of its models; each kind is `<folder>/<Kind>` with `I<Kind>`. */
const MODELS = {
  'kafka.strimzi.io/v1beta2': '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1beta2',
  'postgresql.cnpg.io/v1': '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1',
  'keda.sh/v1alpha1': '@kubernetes-models/keda/keda.sh/v1alpha1',
  'external-secrets.io/v1': '@kubernetes-models/external-secrets/external-secrets.io/v1',
  'monitoring.coreos.com/v1': '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1',
};
const KINDS = {
  'kafka.strimzi.io/v1beta2': ['Kafka', 'KafkaNodePool', 'KafkaTopic', 'KafkaUser'],
  'postgresql.cnpg.io/v1': ['Cluster', 'Database', 'ScheduledBackup'],
  'keda.sh/v1alpha1': ['ScaledObject', 'TriggerAuthentication'],
  'external-secrets.io/v1': ['ExternalSecret'],
  'monitoring.coreos.com/v1': ['ServiceMonitor', 'PrometheusRule'],
  'redis.redis.opstreelabs.in/v1beta2': ['Redis'],
};

if (process.argv.includes('--kinds')) {
  console.log(Object.values(KINDS).flat().join(','));
  process.exit(0);
}

const overlay = process.argv[2] ?? 'stdin';
const requireTool = createRequire(join(tools, 'package.json'));
const { parseAllDocuments } = await import(pathToFileURL(requireTool.resolve('yaml')).href);
const problems = [];
const problem = (doc, message) => problems.push(`${doc.kind}/${doc.metadata?.name ?? '?'}: ${message}`);

const input = readFileSync(0, 'utf8');
const docs = parseAllDocuments(input).map((document) => {
  if (document.errors.length > 0) {
    throw new Error(`the build is not YAML: ${document.errors[0].message}`);
  }
  return document.toJS();
});

// ---------------------------------------------------------------- 1. operators' schemas
const custom = docs.filter((doc) => MODELS[doc.apiVersion]);
for (const doc of custom) {
  if (!KINDS[doc.apiVersion].includes(doc.kind)) {
    problem(doc, `${doc.apiVersion} ${doc.kind} is not a kind this check knows (add it to KINDS)`);
    continue;
  }
  const module = await import(
    pathToFileURL(join(tools, 'node_modules', `${MODELS[doc.apiVersion]}/${doc.kind}.js`)).href
  );
  try {
    new module[doc.kind](doc).validate();
  } catch (error) {
    problem(
      doc,
      `does not match the ${doc.apiVersion} schema: ${String(error.message).split('\n').slice(0, 4).join('; ')}`,
    );
  }
}

// Strictness: TypeScript's excess-property check against the CRDs' declarations.
if (custom.length > 0) {
  const ts = createRequire(join(root, 'package.json'))('typescript');
  const folder = join(tools, 'strict-check');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const used = [
    ...new Set(
      custom.filter((doc) => KINDS[doc.apiVersion]?.includes(doc.kind)).map((doc) => `${doc.apiVersion} ${doc.kind}`),
    ),
  ];
  const imports = used.map((key, index) => {
    const [apiVersion, kind] = key.split(' ');
    return `import type { I${kind} as T${index} } from '${MODELS[apiVersion]}/${kind}';`;
  });
  const checked = custom.filter((doc) => KINDS[doc.apiVersion]?.includes(doc.kind));
  const lines = checked.map((doc, index) => {
    const type = `T${used.indexOf(`${doc.apiVersion} ${doc.kind}`)}`;
    return `export const d${index}: ${type} = ${JSON.stringify(doc)};`;
  });
  const file = join(folder, 'resources.ts');
  writeFileSync(file, `${imports.join('\n')}\n${lines.join('\n')}\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line : -1;
    const doc =
      line >= imports.length
        ? checked[line - imports.length]
        : { kind: 'TypeScript', metadata: { name: 'declarations' } };
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    problem(
      doc,
      `not in the ${doc.apiVersion ?? ''} schema: ${message.replace(/\{[^{}]{200,}\}/g, '{…}').slice(0, 400)}`,
    );
  }
}

// ---------------------------------------------------------------- 2. Redis (redis-operator), our own check
const REDIS_SPEC_KEYS = new Set([
  'kubernetesConfig',
  'redisConfig',
  'storage',
  'securityContext',
  'podSecurityContext',
  'redisExporter',
  'nodeSelector',
  'tolerations',
  'affinity',
  'priorityClassName',
  'serviceAccountName',
  'livenessProbe',
  'readinessProbe',
  'sidecars',
  'initContainer',
  'TLS',
  'acl',
  'env',
]);
for (const doc of docs.filter((candidate) => candidate.apiVersion === 'redis.redis.opstreelabs.in/v1beta2')) {
  const spec = doc.spec ?? {};
  for (const key of Object.keys(spec).filter((name) => !REDIS_SPEC_KEYS.has(name))) {
    problem(doc, `spec.${key} is not a field of the redis-operator's Redis`);
  }
  if (typeof spec.kubernetesConfig?.image !== 'string') {
    problem(doc, 'spec.kubernetesConfig.image is required');
  }
  const storage = spec.storage?.volumeClaimTemplate?.spec?.resources?.requests?.storage;
  if (!/^\d+(Mi|Gi|Ti)$/.test(String(storage ?? ''))) {
    problem(doc, 'BullMQ needs persistence: spec.storage.volumeClaimTemplate with a storage request');
  }
}
for (const doc of docs.filter((candidate) => /opstreelabs/.test(candidate.apiVersion ?? ''))) {
  if (!KINDS[doc.apiVersion]?.includes(doc.kind)) {
    problem(doc, `${doc.apiVersion} ${doc.kind} is not a kind this check knows`);
  }
}

// ---------------------------------------------------------------- 3. references between resources
const named = (kind) => new Set(docs.filter((doc) => doc.kind === kind).map((doc) => doc.metadata.name));
const kafkaClusters = named('Kafka');
const secrets = new Set([
  ...named('Secret'),
  ...docs.filter((doc) => doc.kind === 'ExternalSecret').map((doc) => doc.spec?.target?.name ?? doc.metadata.name),
  // Strimzi: a secret per KafkaUser (its password), and the cluster CA's certificate.
  ...named('KafkaUser'),
  ...[...kafkaClusters].map((name) => `${name}-cluster-ca-cert`),
  // cert-manager fills the Ingress's TLS secret.
  ...docs.filter((doc) => doc.kind === 'Ingress').flatMap((doc) => (doc.spec?.tls ?? []).map((tls) => tls.secretName)),
]);
const configMaps = named('ConfigMap');
const services = named('Service');
const workloads = docs.filter((doc) => doc.kind === 'Deployment');

function walk(value, visit, path = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, [...path, index]));
  } else if (value && typeof value === 'object') {
    visit(value, path);
    for (const [key, item] of Object.entries(value)) {
      walk(item, visit, [...path, key]);
    }
  }
}
for (const doc of docs.filter((candidate) => candidate.kind !== 'ExternalSecret')) {
  walk(doc, (node, path) => {
    const optional = node.optional === true;
    if (path.at(-1) === 'secretKeyRef' || path.at(-1) === 'secretRef' || path.at(-1) === 'passwordSecret') {
      if (!optional && node.name && !secrets.has(node.name)) {
        problem(doc, `names the secret ${node.name}, which nothing makes`);
      }
    }
    if (path.at(-1) === 'secret' && node.secretName && !secrets.has(node.secretName)) {
      problem(doc, `mounts the secret ${node.secretName}, which nothing makes`);
    }
    if (
      (path.at(-1) === 'configMapRef' || path.at(-1) === 'configMapKeyRef') &&
      !optional &&
      !configMaps.has(node.name)
    ) {
      problem(doc, `names the config map ${node.name}, which is not in the build`);
    }
    if (path.at(-1) === 'redisSecret' && !secrets.has(node.name)) {
      problem(doc, `names the secret ${node.name}, which nothing makes`);
    }
  });
  if (doc.kind === 'TriggerAuthentication') {
    for (const ref of doc.spec?.secretTargetRef ?? []) {
      if (!secrets.has(ref.name)) {
        problem(doc, `reads the secret ${ref.name}, which nothing makes`);
      }
    }
  }
  if (
    doc.kind === 'Redis' &&
    doc.spec?.redisConfig?.additionalRedisConfig &&
    !configMaps.has(doc.spec.redisConfig.additionalRedisConfig)
  ) {
    problem(doc, `names the config map ${doc.spec.redisConfig.additionalRedisConfig}, which is not in the build`);
  }
}
const selects = (selector, labels) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels?.[key] === value) &&
  (selector?.matchExpressions ?? []).every((expression) =>
    expression.operator === 'In' ? expression.values.includes(labels?.[expression.key]) : true,
  );
for (const doc of docs) {
  const podLabels = workloads.map((workload) => workload.spec.template.metadata.labels);
  if (doc.kind === 'Service' || doc.kind === 'PodDisruptionBudget') {
    const selector = doc.kind === 'Service' ? { matchLabels: doc.spec.selector } : doc.spec.selector;
    if (!podLabels.some((labels) => selects(selector, labels))) {
      problem(doc, 'selects no pod of any Deployment');
    }
  }
  if (doc.kind === 'Deployment' && !selects(doc.spec.selector, doc.spec.template.metadata.labels)) {
    problem(doc, 'its selector does not select its own pods');
  }
  if (
    (doc.kind === 'ScaledObject' || doc.kind === 'HorizontalPodAutoscaler') &&
    !workloads.some((w) => w.metadata.name === doc.spec.scaleTargetRef.name)
  ) {
    problem(doc, `scales ${doc.spec.scaleTargetRef.name}, which is not a Deployment of the build`);
  }
  if (doc.kind === 'Ingress') {
    walk(doc.spec, (node, path) => {
      if (path.at(-1) === 'service' && !services.has(node.name)) {
        problem(doc, `routes to the service ${node.name}, which is not in the build`);
      }
    });
  }
  if (['KafkaNodePool', 'KafkaTopic', 'KafkaUser'].includes(doc.kind)) {
    const cluster = doc.metadata.labels?.['strimzi.io/cluster'];
    if (!kafkaClusters.has(cluster)) {
      problem(doc, `belongs to the Kafka cluster ${cluster}, which is not in the build`);
    }
  }
  // A ServiceMonitor that selects no Service scrapes nothing, silently; its token must exist too.
  if (doc.kind === 'ServiceMonitor') {
    const serviceLabels = docs.filter((other) => other.kind === 'Service').map((other) => other.metadata.labels);
    if (!serviceLabels.some((labels) => selects(doc.spec.selector, labels))) {
      problem(doc, 'selects no Service of the build');
    }
    for (const endpoint of doc.spec.endpoints ?? []) {
      const secret = endpoint.authorization?.credentials?.name;
      if (secret && !secrets.has(secret)) {
        problem(doc, `presents the secret ${secret}, which nothing makes`);
      }
    }
  }
  if (['Database', 'ScheduledBackup'].includes(doc.kind) && !named('Cluster').has(doc.spec.cluster.name)) {
    problem(doc, `names the PostgreSQL cluster ${doc.spec.cluster.name}, which is not in the build`);
  }
}

if (problems.length > 0) {
  console.error(problems.map((line) => `[resources] ${overlay}: ${line}`).join('\n'));
  console.error(`[resources] ${overlay}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `[resources] ${overlay}: ${custom.length} operator resources match their CRDs strictly, ` +
    `${docs.filter((doc) => doc.kind === 'Redis').length} Redis checked, references of ${docs.length} resources resolve`,
);

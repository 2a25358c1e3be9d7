// The message contracts every service and the gateway share. Generated code lives in ../gen
// (`npm run proto:generate`); this barrel re-exports it together with the pattern and topic names.
export * from '../gen/callsheet/common/v1/error_pb.js';
export * from '../gen/callsheet/common/v1/event_pb.js';
export * from '../gen/callsheet/common/v1/page_pb.js';
export * from '../gen/callsheet/connections/v1/application_pb.js';
export * from '../gen/callsheet/connections/v1/connection_pb.js';
export * from '../gen/callsheet/identity/v1/account_pb.js';
export * from '../gen/callsheet/identity/v1/config_pb.js';
export * from '../gen/callsheet/identity/v1/session_pb.js';
export * from '../gen/callsheet/identity/v1/user_pb.js';
export * from '../gen/callsheet/productions/v1/job_pb.js';
export * from '../gen/callsheet/productions/v1/production_pb.js';
export * from '../gen/callsheet/productions/v1/project_pb.js';
export * from '../gen/callsheet/profiles/v1/common_pb.js';
export * from '../gen/callsheet/profiles/v1/photo_pb.js';
export * from '../gen/callsheet/profiles/v1/representative_pb.js';
export * from '../gen/callsheet/profiles/v1/talent_pb.js';
export * from './access-error-code.js';
export * from './connections-error-code.js';
export * from './account-kinds.js';
export * from './feature-access.js';
export * from './identity-error-code.js';
export * from './productions-error-code.js';
export * from './profiles-error-code.js';
export * from './profiles-limits.js';
export * from './patterns.js';
export * from './payments-error-code.js';

/** Signed-in widgets: the session options to spread into `defineWidget()`, the gate and its hook. */
export { sessionAttributes, sessionEvents, sessionProperties } from './session-options';
export type {
  AuthRequiredDetail,
  SessionAttributeValues,
  SessionExpiredDetail,
  SessionPropertyValues,
} from './session-options';
export {
  useWidgetSession,
  WidgetSessionGate,
  type SessionPurpose,
  type WidgetSessionGateProps,
  type WidgetSessionValue,
} from './session-gate';
export {
  createWidgetSession,
  type GetSession,
  type HostSession,
  type WidgetSessionController,
  type WidgetSessionState,
} from './widget-session';

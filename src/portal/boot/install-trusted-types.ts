// First import of the portal's entry: the policy must exist before any module touches a DOM sink.
import { installTrustedTypesPolicy } from './trusted-types';

installTrustedTypesPolicy(window);

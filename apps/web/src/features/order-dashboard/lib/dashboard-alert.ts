// Moved to lib/dashboard-alert.ts; form-parts.tsx still imports this path until form-parts moves with
// the one-form-approach change, then this file goes.
export type { DashboardAlert } from '@/lib/dashboard-alert';

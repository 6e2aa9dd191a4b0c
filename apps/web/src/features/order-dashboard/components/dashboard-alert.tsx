// Moved to components/alerts/dashboard-alert.tsx; form-parts.tsx still imports this path until
// form-parts moves with the one-form-approach change, then this file goes.
export { DashboardAlert } from '@/components/alerts/dashboard-alert';

import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ProjectionsPanel } from './ProjectionsPanel';
import { QueuesPanel } from './QueuesPanel';
import { SystemTabs } from './SystemTabs';

/** /admin/system (issue #17): projections and reactors, then the queues. */
export function SystemPage() {
  usePageTitle('Admin · System');
  return (
    <section>
      <SystemTabs />
      <div className="space-y-10">
        <ProjectionsPanel />
        <QueuesPanel />
      </div>
    </section>
  );
}

import type { ComponentType, SVGProps } from 'react';
import { returnPolicyPromise } from '../../shared/return-policy/constants';
import { useReturnPolicy } from '../../shared/return-policy/return-policy-api';
import { ReturnIcon } from '../../shared/ui/icons/ReturnIcon';
import { ShieldIcon } from '../../shared/ui/icons/ShieldIcon';
import { TruckIcon } from '../../shared/ui/icons/TruckIcon';

const SERVICES: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { title: 'Fast Shipping', text: 'All-India delivery', Icon: TruckIcon },
  { title: 'Quality Materials', text: 'Fabrics made to last', Icon: ShieldIcon },
  { title: 'Easy Returns', text: 'Damaged or defective items', Icon: ReturnIcon },
];

/** The three promises: fast shipping, quality materials, easy returns. */
export function ServiceStrip() {
  // The returns promise in the server's window (the strip's plain words until it is known).
  const { policy } = useReturnPolicy();
  const services = SERVICES.map((service) =>
    policy && service.Icon === ReturnIcon ? { ...service, text: returnPolicyPromise(policy) } : service,
  );
  return (
    <section aria-label="Our promises" className="border-y border-neutral-200 bg-neutral-50">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        {services.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-white">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block text-sm font-black tracking-wide uppercase">{title}</span>
              <span className="block text-sm text-neutral-700">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

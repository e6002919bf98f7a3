import type { ComponentType, SVGProps } from 'react';
import { ReturnIcon } from '../../shared/ui/icons/ReturnIcon';
import { ShieldIcon } from '../../shared/ui/icons/ShieldIcon';
import { TruckIcon } from '../../shared/ui/icons/TruckIcon';

const SERVICES: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { title: 'Fast Shipping', text: 'All-India delivery', Icon: TruckIcon },
  { title: 'Quality Materials', text: 'Fabrics made to last', Icon: ShieldIcon },
  { title: 'Easy Returns', text: '3-day easy returns', Icon: ReturnIcon },
];

/** The three promises: fast shipping, quality materials, easy returns. */
export function ServiceStrip() {
  return (
    <section aria-label="Our promises" className="border-y border-neutral-200 bg-neutral-50">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        {SERVICES.map(({ title, text, Icon }) => (
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

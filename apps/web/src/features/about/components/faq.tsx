import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { faqSectionId, faqs } from '../../../content/about.ts';

/** spec §2 Sliders/§4 FAQ: one open answer or none; clicking the open question closes it. */
export function Faq() {
  return (
    <section id={faqSectionId} aria-labelledby="faq-heading" className="section-y scroll-mt-20 bg-slate-50">
      <div className="page-container max-w-3xl">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" center />
        <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
          {faqs.map((faq) => (
            <Accordion.Item
              key={faq.id}
              value={faq.id}
              className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card data-[state=open]:border-primary-200"
            >
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                    {faq.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-primary-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600">
                {faq.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}

import React from 'react';
import styled from '@emotion/styled';
import { UI_ICONS } from '../../lib/icons';
import { color, fontSize, fontWeight, mq, space } from '../../styles/tokens';
import { telHref } from '../../lib/phone';
import { ContactForm } from '../contact/form';
import { Icon } from '../icon';
import { ContactVariantText } from '../contact/variant-text';
import { Card, Container, Section } from '../ui/primitives';
import { useSiteData } from '../../hooks/use-site-data';
import { innerHeadings, SectionHeading } from './section-heading';

const Columns = styled.div`
  display: grid;
  gap: ${space(8)};
  ${mq.md} {
    grid-template-columns: 1fr 2fr;
  }
  dl {
    margin: 0;
  }
  /* The two cards' titles (details, form) at one size. */
  :is(h2, h3) {
    font-size: ${fontSize.lg};
  }
  /* Icon tile beside the label; the value lines up under the label, past the tile. */
  dt {
    font-weight: ${fontWeight.bold};
    margin-top: ${space(5)};
    display: flex;
    align-items: center;
    gap: ${space(3)};
  }
  dd {
    margin: -${space(4)} 0 0 calc(2.75rem + ${space(3)});
    color: ${color.muted};
  }
`;

type Props = {
  asPage?: boolean;
  variant?: 'contact' | 'demo';
  /** Render both variants' texts, shown by <html data-contact> (the contact page, src/lib/contact-variant.ts). */
  textsByAddress?: boolean;
};

/** Contact details and the contact form; the demo variant (/contact/?demo=true) asks for a demo. */
export const ContactSection = ({ asPage = false, variant = 'contact', textsByAddress = false }: Props) => {
  const { company } = useSiteData();
  const DetailsTitle = innerHeadings(asPage).sub;
  const texts = {
    contact: { title: 'Get in Touch', intro: `Start with a free ${company.freeConsultationMinutes}-minute consultation. ${company.replyPromise}` },
    demo: { title: 'Request a Demo', intro: 'Tell us which product or solution you want to see. We set up a tailored demo, usually within 24 hours.' },
  };
  const text = (key: 'title' | 'intro') => (textsByAddress ? <ContactVariantText contact={texts.contact[key]} demo={texts.demo[key]} /> : texts[variant][key]);
  return (
    <Section id="contact" aria-labelledby="contact-heading" data-surface={asPage ? undefined : 'alt'}>
      <Container>
        <SectionHeading label="Contact" id="contact-heading" title={text('title')} intro={text('intro')} asPageTitle={asPage} />
        <Columns>
          <Card as="aside" aria-label="Contact details">
            <DetailsTitle>Contact details</DetailsTitle>
            <dl>
              <dt>
                <Icon name={UI_ICONS.email} tile /> Email
              </dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>
                <Icon name={UI_ICONS.phone} tile /> Phone
              </dt>
              <dd>
                <a href={telHref(company.phone)}>{company.phone}</a>
              </dd>
              <dt>
                <Icon name={UI_ICONS.location} tile /> Location
              </dt>
              <dd>{company.location}</dd>
            </dl>
          </Card>
          <Card>
            <ContactForm companyEmail={company.email} variant={variant} textsByAddress={textsByAddress} />
          </Card>
        </Columns>
      </Container>
    </Section>
  );
};

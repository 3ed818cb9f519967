import React from 'react';
import styled from '@emotion/styled';
import { color, mq, space } from '../../styles/tokens';
import { ContactForm } from '../contact-form';
import { Card, Container, Section } from '../ui';
import { StaticContent } from '../static-content';
import { useSiteData } from '../use-site-data';
import { innerHeadings, SectionHeading } from './section-heading';

const Columns = styled.div`
  display: grid;
  gap: ${space(8)};
  ${mq.md} { grid-template-columns: 1fr 2fr; }
  dl { margin: 0; }
  dt { font-weight: 700; margin-top: ${space(4)}; }
  dd { margin: 0; color: ${color.muted}; }
`;

type Props = { asPage?: boolean; variant?: 'contact' | 'demo' };

/** Contact details and the contact form; the demo variant (/contact/?demo=true) asks for a demo. */
export const ContactSection = ({ asPage = false, variant = 'contact' }: Props) => {
  const { company } = useSiteData();
  const isDemo = variant === 'demo';
  const DetailsTitle = innerHeadings(asPage).sub;
  return (
    <Section id="contact" aria-labelledby="contact-heading">
      <Container>
        <SectionHeading
          id="contact-heading"
          title={isDemo ? 'Request a Demo' : 'Get in Touch'}
          intro={
            isDemo
              ? 'Tell us which product or solution you want to see. We set up a tailored demo, usually within 24 hours.'
              : `Start with a free ${company.freeConsultationMinutes}-minute consultation. ${company.replyPromise}`
          }
          asPageTitle={asPage}
        />
        <Columns>
          <StaticContent>
          <Card as="aside" aria-label="Contact details">
            <DetailsTitle>Contact details</DetailsTitle>
            <dl>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
              </dd>
              <dt>Location</dt>
              <dd>{company.location}</dd>
            </dl>
          </Card>
          </StaticContent>
          <Card>
            <ContactForm companyEmail={company.email} variant={variant} />
          </Card>
        </Columns>
      </Container>
    </Section>
  );
};

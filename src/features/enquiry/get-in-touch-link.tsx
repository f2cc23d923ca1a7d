'use client';

import { buttonClasses } from '@/components/ui/button-link';
import { announceEnquiryContext, type EnquiryContext } from '@/domain/enquiry/enquiry-context';

/*
 * Every GET IN TOUCH: a plain link to #contact (works with JavaScript off; the CSS scroll-padding
 * gives the 80 px offset and smooth scrolling) that also tells the form what it was opened for.
 */
export function GetInTouchLink({
  context,
  variant = 'primary',
  className = '',
  children = 'Get in touch',
  'aria-label': ariaLabel,
}: {
  context: EnquiryContext;
  variant?: 'primary' | 'secondary' | 'ghost-light';
  className?: string;
  children?: React.ReactNode;
  'aria-label'?: string;
}) {
  return (
    <a
      href="#contact"
      aria-label={ariaLabel}
      data-enquiry-type={context.workspaceType}
      data-enquiry-centre={context.centre}
      data-enquiry-unit={context.unit}
      className={`${buttonClasses(variant)} ${className}`}
      onClick={() => announceEnquiryContext(context)}
    >
      {children}
    </a>
  );
}

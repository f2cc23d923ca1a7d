import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { VisitorMailModel } from './model';

/*
 * The one layout of every visitor mail. Brand colours from the site's palette (DESIGN.md: ink navy
 * on warm white, amber call to action, sky links), each text/background pair AA or better; system
 * fonts only and no images, so the mail reads the same with remote content blocked. React escapes
 * every value.
 */

const colours = {
  ink: '#14213d',
  inkSoft: '#3b4663',
  paper: '#fbf8f3',
  line: '#e3dccf',
  amber: '#f4a62a',
  sky: '#1d5fa8',
  white: '#ffffff',
} as const;

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colours.paper, color: colours.ink, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { maxWidth: '600px', margin: '0 auto', backgroundColor: colours.white, border: `1px solid ${colours.line}`, borderRadius: '12px' },
  brandBar: { backgroundColor: colours.ink, borderRadius: '12px 12px 0 0', padding: '16px 24px' },
  brand: { color: colours.white, fontSize: '20px', fontWeight: 800, letterSpacing: '0.02em', margin: 0 },
  inner: { padding: '8px 24px 24px' },
  h1: { color: colours.ink, fontSize: '26px', lineHeight: '32px', fontWeight: 800, margin: '16px 0 8px' },
  h2: { color: colours.ink, fontSize: '16px', lineHeight: '24px', fontWeight: 800, margin: '20px 0 4px' },
  text: { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' },
  button: {
    backgroundColor: colours.amber,
    color: colours.ink,
    fontSize: '16px',
    fontWeight: 800,
    borderRadius: '8px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  url: { color: colours.sky, fontSize: '14px', lineHeight: '20px', wordBreak: 'break-all' as const },
  small: { color: colours.inkSoft, fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
  hr: { borderColor: colours.line, margin: '24px 0 16px' },
} as const;

/** The Content-ID of the pass's QR code image, attached inline by send.ts. */
export const passCodeContentId = 'pass-qr@northlight';

export function VisitorMail({ model }: { model: VisitorMailModel }) {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{model.subjectLine}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{model.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brandBar}>
            <Text style={styles.brand}>Northlight</Text>
          </Section>
          <Section style={styles.inner}>
            <Heading as="h1" style={styles.h1}>
              {model.heading}
            </Heading>
            <Text style={styles.text}>{model.intro}</Text>
            {model.pass ? (
              <Section style={{ margin: '16px 0 8px', textAlign: 'center' as const }}>
                <Img
                  src={`cid:${passCodeContentId}`}
                  width="200"
                  height="200"
                  alt={`QR code of your pass, reference ${model.pass.code}`}
                  style={{ margin: '0 auto', border: `8px solid #ffffff` }}
                />
                <Text style={styles.text}>{model.pass.caption}</Text>
              </Section>
            ) : null}
            {model.manage ? <ManageLink manage={model.manage} /> : null}
            {model.sections.map((section) => (
              <Section key={section.heading}>
                <Heading as="h2" style={styles.h2}>
                  {section.heading}
                </Heading>
                {section.lines.map((line, index) => (
                  <Text key={index} style={styles.text}>
                    {line}
                  </Text>
                ))}
              </Section>
            ))}
            <Hr style={styles.hr} />
            {model.signOff.map((line, index) => (
              <Text key={index} style={styles.small}>
                {line}
              </Text>
            ))}
            {model.unsubscribe ? (
              <Text style={styles.small}>
                <Link href={model.unsubscribe.url} style={styles.url}>
                  {model.unsubscribe.label}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function ManageLink({ manage }: { manage: { label: string; url: string } }) {
  return (
    <Section style={{ margin: '16px 0 8px' }}>
      <Button href={manage.url} style={styles.button}>
        {manage.label}
      </Button>
      <Text style={{ ...styles.small, marginTop: '12px' }}>
        Or copy this link into your browser:{' '}
        <Link href={manage.url} style={styles.url}>
          {manage.url}
        </Link>
      </Text>
    </Section>
  );
}

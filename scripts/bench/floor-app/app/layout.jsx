// The framework's floor for `npm run bench:pages`: an App Router page with nothing of ours, built
// by the same Next.js and React as the site, so its scores show what the framework alone costs.
export const metadata = { title: 'Framework floor', description: 'An empty Next.js page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}

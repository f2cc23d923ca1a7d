export default function Page() {
  return (
    <main>
      <h1>Find the right space for your business</h1>
      <p>
        Workshops, storage, studios, offices, meeting rooms and coworking in 29 towns. This page has no
        component, script or style of the site: it measures the framework alone.
      </p>
    </main>
  );
}

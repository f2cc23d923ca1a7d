import { HomePage } from '@/features/home/home-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/');

export default function Home() {
  return <HomePage />;
}

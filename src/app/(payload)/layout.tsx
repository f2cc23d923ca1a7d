import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import { importMap } from './admin/importMap';

/* The admin's own root layout: none of the public site's CSS, fonts, scripts or consent code. */
const serverFunction: ServerFunctionClient = async function serverFunction(args) {
  'use server';
  return handleServerFunctions({ ...args, config, importMap });
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}

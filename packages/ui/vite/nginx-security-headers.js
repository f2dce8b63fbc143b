// Prints nginx's include file of the security headers for the build's VITE_API_URL, so the
// Docker image sends exactly what `vite preview` sends (see the sites' Dockerfiles).
import { nginxSecurityHeaders } from './security-headers.js';

process.stdout.write(nginxSecurityHeaders({ apiUrl: process.env.VITE_API_URL }));

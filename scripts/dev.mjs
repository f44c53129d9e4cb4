// `npm run dev`: the API with hot reload (tsx watch) on 3001 and Vite with HMR on 3000, proxying /api.
import { spawn } from 'node:child_process';

const env = { ...process.env, API_PORT: process.env.API_PORT ?? '3001' };
const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...env, PORT: env.API_PORT },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

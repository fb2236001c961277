// nginx in two roles for the side-by-side bench: the mall (answers recorded by record-mall.ts, as static JSON
// files; a POST gets the same file) and a plain reverse proxy to it, the yardstick a BFF is compared with. It also
// serves the recorded home page as a static file. One nginx process, loopback only, its own prefix folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, type Started } from './child-processes.ts';

export interface NginxPorts {
  mall: number;
  proxy: number;
}

function config(prefix: string, root: string, ports: NginxPorts): string {
  return `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; application/json json; image/svg+xml svg; image/png png; image/jpeg jpg; }
  upstream mall { server 127.0.0.1:${ports.mall}; keepalive 64; }
  server {
    listen 127.0.0.1:${ports.mall};
    root ${root};
    # /api/x → the recorded file files/api/x.json; a POST to a static file is a 405, answered with the file as GET
    location /api/ { rewrite ^(.*)$ /files$1.json last; }
    # the demo pictures the pages show, recorded as they are
    location /api/demo-assets/ { }
    location /files/ { internal; default_type application/json; error_page 405 =200 $uri; }
    location = /static/home.html { default_type text/html; }
  }
  server {
    listen 127.0.0.1:${ports.proxy};
    location / {
      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

export function startNginx(prefix: string, root: string, ports: NginxPorts): Started {
  mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config(prefix, root, ports));
  return startProcess('nginx', 'nginx', ['-p', prefix, '-c', file]);
}

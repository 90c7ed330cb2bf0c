// inversify reads decorator metadata; load the polyfill once for every test file.
import 'reflect-metadata';

#!/usr/bin/env node
// The text this repository commits, for an image (deploy/Dockerfile): a production start refuses a
// secret found in it, and an image has no `.git` to read it from (@site/server-rules).
import { committedTextPath, writeCommittedText } from '@site/server-rules';

console.log(`${committedTextPath}: the text of ${writeCommittedText()} files`);

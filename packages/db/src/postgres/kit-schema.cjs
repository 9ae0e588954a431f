// drizzle-kit finds tables among a module's exports; the derived ones are built in a loop (schema.ts), so this
// entry hands them over one export per table.
module.exports = require('./schema.ts').postgresTables;

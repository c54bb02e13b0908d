# The HBase 2.4 shell's `trace` command imports HTrace classes that HBase 2.5 removed (it traces
# with OpenTelemetry since), so the 2.4 shell cannot load it on a 2.5 or 2.6 client. This file,
# found first on the shell's load path (scripts/hbase), takes its place: every other command is
# the shell's own.
module Shell
  module Commands
    class Trace < Command
      def help
        'trace is not available: this HBase traces with OpenTelemetry, not HTrace.'
      end

      def command(*_args)
        raise ArgumentError, help
      end
    end
  end
end

# A stand-in for the HBase shell. With a script: for tst_scriptsafety, the generated script runs inside a
# BasicObject, so nothing but the shell commands it is meant to call can run (no Kernel: no
# system, no backticks, no eval, no require). Every call is recorded as a line on stdout, every
# string as hex of its bytes; a split key is first decoded as the shell does (Bytes.toBytesBinary:
# only upper-case \xNN is a byte, any other character its low 8 bits).
#
# With --state A.rb B.rb -- C.rb ... (tst_migrate): each group of scripts between -- runs, in
# order, on one fresh cluster that keeps its namespaces and tables as HBase's shell and master
# would (shell-standin-state.rb), and one line is printed a group: "OK <state as JSON>", or
# "ERROR <message>" for the first statement HBase would refuse (hbase shell -n stops there).
class Object
  def self.const_missing(name)
    name.to_s # NAME, VERSIONS, SPLITS ... are the shell's constants for these strings
  end
end

def hex(s)
  s.to_s.b.unpack1('H*')
end

def to_bytes_binary(s)
  out = []
  # The shell hands the key to Java as a String: bytes that are not UTF-8 become U+FFFD first.
  chars = s.dup.force_encoding('UTF-8').scrub("\uFFFD").chars
  i = 0
  while i < chars.size
    if chars[i] == '\\' && chars[i + 1] == 'x' && chars[i + 2] =~ /\A[0-9A-F]\z/ &&
       chars[i + 3] =~ /\A[0-9A-F]\z/
      out << (chars[i + 2] + chars[i + 3]).to_i(16)
      i += 4
    else
      out << (chars[i].ord & 0xFF)
      i += 1
    end
  end
  out.pack('C*')
end

class ShellStandIn < BasicObject
  def self.const_missing(name)
    name.to_s # constant lookup inside the script starts here, not at Object
  end

  def initialize(log)
    @log = log
  end

  def create_namespace(name, *rest)
    @log << "NAMESPACE #{::Kernel.send(:hex, name)} #{rest.size}"
  end

  def create(table, *specs)
    @log << "TABLE #{::Kernel.send(:hex, table)}"
    specs.each do |spec|
      spec.each do |key, value|
        if key == 'NAME'
          @log << "FAMILY #{::Kernel.send(:hex, value)}"
        elsif key == 'SPLITS'
          value.each { |k| @log << "SPLIT #{::Kernel.send(:hex, ::Kernel.send(:to_bytes_binary, k))}" }
        end
      end
    end
  end

  def exit(*)
  end

  def method_missing(name, *args)
    @log << "UNEXPECTED #{name}"
  end

  def respond_to_missing?(*)
    true
  end
end

if ARGV[0] == '--state'
  require_relative 'shell-standin-state'
  run_state_groups(ARGV[1..])
  exit
end

log = []
begin
  ShellStandIn.new(log).instance_eval(File.read(ARGV[0], mode: 'rb').force_encoding('UTF-8'),
                                      ARGV[0])
ensure
  puts log
end

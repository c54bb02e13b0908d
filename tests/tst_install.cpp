// `cmake --install` (docs/building.md#install): both programs land in bin/ of the prefix, and the
// installed CLI works from an unrelated folder with nothing read from the source or build tree:
// the bundled lessons and examples, a lesson's start project, the Chinese catalogue.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestInstall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bothProgramsAreInstalled();
    void theInstalledCliNeedsNoSourceTree();
    void bashCompletesTheInstalledCli();

private:
    QTemporaryDir m_prefix;
    QTemporaryDir m_elsewhere; // the folder the installed programs run from
    QString m_cli;

    struct Run
    {
        int status = -1;
        QString out;
        QString err;
    };
    Run cli(const QStringList &arguments, const QString &language = QStringLiteral("en")) const;
};

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid() && m_elsewhere.isValid());
    QProcess install;
    install.setProcessChannelMode(QProcess::MergedChannels);
    install.start(QStringLiteral("cmake"),
                  {QStringLiteral("--install"), QStringLiteral(HBD_BUILD_DIR),
                   QStringLiteral("--prefix"), m_prefix.path()});
    QVERIFY(install.waitForFinished(120000));
    QVERIFY2(install.exitCode() == 0, install.readAll().constData());
    m_cli = m_prefix.filePath(QStringLiteral("bin/hbase-designer-cli"));
}

void TestInstall::bothProgramsAreInstalled()
{
    for (const char *program : {"hbase-designer-cli", "hbase-designer"}) {
        const QFileInfo installed(
            m_prefix.filePath(QStringLiteral("bin/") + QLatin1StringView(program)));
        QVERIFY2(installed.isFile() && installed.isExecutable(), program);
#if !defined(__SANITIZE_ADDRESS__)
        // Nothing in it names the source or the build tree, so nothing can be read from there.
        // (A sanitizer build names its source files for its reports: checked in Release only.)
        QFile file(installed.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY2(!bytes.contains(HBD_SOURCE_DIR "/"), program);
        QVERIFY2(!bytes.contains(HBD_BUILD_DIR "/"), program);
#endif
    }
}

TestInstall::Run TestInstall::cli(const QStringList &arguments, const QString &language) const
{
    QProcess process;
    process.setWorkingDirectory(m_elsewhere.path());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(m_cli, arguments);
    Run r;
    if (!process.waitForFinished(60000))
        return r;
    r.status = process.exitCode();
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

void TestInstall::theInstalledCliNeedsNoSourceTree()
{
    // The lessons are built in: every one is listed and a start project is written.
    const Run lessons = cli({QStringLiteral("lessons")});
    QCOMPARE(lessons.status, 0);
    QVERIFY2(lessons.out.contains(QStringLiteral("time-hotspot")), qPrintable(lessons.out));
    QVERIFY2(lessons.out.contains(QStringLiteral("index-table")), qPrintable(lessons.out));
    const Run start =
        cli({QStringLiteral("lesson"), QStringLiteral("time-hotspot"), QStringLiteral("--write"),
             QStringLiteral("start"), QStringLiteral("-o"), QStringLiteral("start.json")});
    QVERIFY2(start.status == 0, qPrintable(start.err));
    QVERIFY(QFile::exists(m_elsewhere.filePath(QStringLiteral("start.json"))));
    // The start project is linted in Chinese: the catalogue is built in too.
    const Run lint =
        cli({QStringLiteral("lint"), QStringLiteral("start.json")}, QStringLiteral("zh_CN"));
    QCOMPARE(lint.status, 1); // the start's hotspot is an error until the lesson is solved
    QVERIFY2(lint.out.contains(QStringLiteral("的行键")), qPrintable(lint.out));
    // A command that reads no file at all.
    const Run splits =
        cli({QStringLiteral("splits"), QStringLiteral("--algo"), QStringLiteral("HexStringSplit"),
             QStringLiteral("-n"), QStringLiteral("4")});
    QVERIFY2(splits.status == 0, qPrintable(splits.err));
    QVERIFY2(splits.out.contains(QStringLiteral("40000000")), qPrintable(splits.out));
}

// The completion installed for bash: commands, options and listed values, read from the installed
// program; its command list is the one the program's --help gives.
void TestInstall::bashCompletesTheInstalledCli()
{
    const QString script =
        m_prefix.filePath(QStringLiteral("share/bash-completion/completions/hbase-designer-cli"));
    QVERIFY(QFile::exists(script));
    const auto complete = [&](const QString &line) {
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), m_prefix.filePath(QStringLiteral("bin")) + u':' +
                                               env.value(QStringLiteral("PATH")));
        bash.setProcessEnvironment(env);
        bash.setWorkingDirectory(m_elsewhere.path());
        // The words of `line`, the last one being completed (empty after a trailing blank).
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    QStringLiteral("source \"$0\"; read -r -a COMP_WORDS <<< \"$1\"; "
                                   "[[ $1 == *' ' ]] && COMP_WORDS+=(''); "
                                   "COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _hbase_designer_cli; "
                                   "printf '%s\\n' \"${COMPREPLY[@]}\""),
                    script, line});
        bash.waitForFinished(30000);
        return QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    };
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli li")),
             QStringList{QStringLiteral("lint")});
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli lint --fo")),
             QStringList{QStringLiteral("--format")});
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli lint --format ")),
             (QStringList{QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"),
                          QStringLiteral("github")}));
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli export --dialect ")),
             (QStringList{QStringLiteral("2.4"), QStringLiteral("2.5"), QStringLiteral("3")}));
    // The three algorithms, named as splits --help names them.
    const QStringList algorithms = complete(QStringLiteral("hbase-designer-cli splits --algo "));
    QCOMPARE(algorithms.size(), 3);
    const QString splitsHelp = cli({QStringLiteral("splits"), QStringLiteral("--help")}).out;
    for (const QString &algorithm : algorithms)
        QVERIFY2(splitsHelp.contains(algorithm), qPrintable(algorithm));
    // Each option once: a wrapped description that names another option is not an option.
    const QStringList regions = complete(QStringLiteral("hbase-designer-cli regions --"));
    QCOMPARE(regions.count(QStringLiteral("--input")), 1);
    QVERIFY(regions.contains(QStringLiteral("--windows")));
    // lessons takes no file, so nothing is offered after it.
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli lessons ")), QStringList());
    QCOMPARE(complete(QStringLiteral("hbase-designer-cli export --splits-form ")),
             (QStringList{QStringLiteral("inline"), QStringLiteral("file")}));
    QVERIFY(complete(QStringLiteral("hbase-designer-cli lesson time"))
                .contains(QStringLiteral("time-hotspot")));
    // Every command the program lists, and no other.
    const Run help = cli({QStringLiteral("--help")});
    QStringList commands;
    bool inCommands = false;
    for (const QString &line : help.out.split(u'\n')) {
        if (line == u"Commands:") {
            inCommands = true;
        } else if (inCommands && line.startsWith(QStringLiteral("  "))) {
            commands.append(line.trimmed().section(u' ', 0, 0));
        } else if (inCommands && !line.isEmpty()) {
            break;
        }
    }
    QVERIFY(commands.size() >= 15);
    QStringList completed = complete(QStringLiteral("hbase-designer-cli "));
    completed.removeAll(QStringLiteral("--help"));
    completed.removeAll(QStringLiteral("--version"));
    commands.sort();
    completed.sort();
    QCOMPARE(completed, commands);
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
